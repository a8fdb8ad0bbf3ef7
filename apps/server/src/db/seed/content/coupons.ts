import type { Locale } from "@ask/contracts";

export interface SeedCoupon {
  code: string;
  amountYuan: number;
  thresholdYuan: number;
  description: Record<Locale, string>;
}

/** Welcome coupons: credited from the platform's promotions account when used. */
export const COUPONS: SeedCoupon[] = [
  {
    code: "WELCOME5",
    amountYuan: 5,
    thresholdYuan: 0,
    description: {
      zh: "新用户礼券：立得 ¥5 余额",
      zh_tw: "新用戶禮券：立得 ¥5 餘額",
      en: "Welcome gift: ¥5 added to your balance",
      de: "Willkommensgeschenk: ¥5 Guthaben",
      fr: "Cadeau de bienvenue : ¥5 sur votre solde",
      es: "Regalo de bienvenida: ¥5 de saldo",
      ja: "ウェルカムギフト：残高に ¥5 を追加",
      ar: "هدية ترحيبية: ¥5 تُضاف إلى رصيدك",
      pt: "Presente de boas-vindas: ¥5 no seu saldo",
    },
  },
  {
    code: "ASK10",
    amountYuan: 10,
    thresholdYuan: 50,
    description: {
      zh: "余额满 ¥50 可用，得 ¥10",
      zh_tw: "餘額滿 ¥50 可用，得 ¥10",
      en: "¥10 when your balance is at least ¥50",
      de: "¥10 ab einem Guthaben von ¥50",
      fr: "¥10 dès ¥50 de solde",
      es: "¥10 con un saldo de al menos ¥50",
      ja: "残高 ¥50 以上で ¥10",
      ar: "¥10 عندما يبلغ رصيدك ¥50 على الأقل",
      pt: "¥10 com saldo de pelo menos ¥50",
    },
  },
  {
    code: "EXPERT20",
    amountYuan: 20,
    thresholdYuan: 200,
    description: {
      zh: "余额满 ¥200 可用，得 ¥20",
      zh_tw: "餘額滿 ¥200 可用，得 ¥20",
      en: "¥20 when your balance is at least ¥200",
      de: "¥20 ab einem Guthaben von ¥200",
      fr: "¥20 dès ¥200 de solde",
      es: "¥20 con un saldo de al menos ¥200",
      ja: "残高 ¥200 以上で ¥20",
      ar: "¥20 عندما يبلغ رصيدك ¥200 على الأقل",
      pt: "¥20 com saldo de pelo menos ¥200",
    },
  },
];
