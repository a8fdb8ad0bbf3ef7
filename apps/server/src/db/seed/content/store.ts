/**
 * Demo merchants and products for the store (seeded once on an empty embedded database). Prices are
 * in fen. Owners are organization accounts created for the demo with passwords nobody knows.
 *
 * Site addresses use the reserved example.com domain: they look like shop sites but can never send
 * a visitor to somebody's real site. They are stored as not embeddable without probing: a fresh
 * install may have no internet, and a probe at every start would slow it down.
 */

export interface DemoProduct {
  name: string;
  description: string;
  priceFen: number;
  stock: number;
  warningLevel: number;
}

export interface DemoMerchant {
  owner: { username: string; lang: string };
  name: string;
  siteUrl: string;
  description: string;
  products: DemoProduct[];
}

export const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    owner: { username: "chayuxuan_tea", lang: "zh" },
    name: "茶语轩茶庄",
    siteUrl: "https://chayuxuan.example.com/",
    description: "杭州龙井产区直供的绿茶、乌龙与普洱，每批茶叶附产地与采摘日期。",
    products: [
      {
        name: "明前西湖龙井 250g",
        description: "三月下旬采摘的明前茶，豆香清高，罐装密封。",
        priceFen: 38_800,
        stock: 24,
        warningLevel: 5,
      },
      {
        name: "安溪铁观音 清香型 200g",
        description: "兰花香型，七泡有余韵，独立小包装。",
        priceFen: 16_800,
        stock: 40,
        warningLevel: 8,
      },
      {
        name: "云南普洱熟茶饼 357g",
        description: "2019 年勐海料，陈香醇厚，适合日常冲泡。",
        priceFen: 22_000,
        stock: 3,
        warningLevel: 3,
      },
      {
        name: "武夷山大红袍 125g",
        description: "中足火岩茶，岩韵明显，礼盒装。",
        priceFen: 25_800,
        stock: 15,
        warningLevel: 4,
      },
      {
        name: "福鼎白茶 白牡丹 100g",
        description: "一芽两叶，毫香蜜韵，可煮可泡。",
        priceFen: 9_800,
        stock: 30,
        warningLevel: 5,
      },
      {
        name: "青瓷盖碗茶具套装",
        description: "龙泉青瓷盖碗一只、公道杯一只、品茗杯四只。",
        priceFen: 19_900,
        stock: 12,
        warningLevel: 2,
      },
    ],
  },
  {
    owner: { username: "daoxiang_bakery", lang: "zh" },
    name: "稻香坊烘焙",
    siteUrl: "https://daoxiangfang.example.com/",
    description: "每日现烤的中式糕点与欧式面包，同城当日配送。",
    products: [
      {
        name: "蛋黄酥 6 枚装",
        description: "咸蛋黄配红豆沙，酥皮层层分明。",
        priceFen: 3_990,
        stock: 60,
        warningLevel: 10,
      },
      {
        name: "手撕全麦吐司",
        description: "全麦粉占比 50%，无添加蔗糖。",
        priceFen: 1_880,
        stock: 4,
        warningLevel: 5,
      },
      {
        name: "鲜奶油草莓蛋糕 6 寸",
        description: "当季草莓与动物奶油，需提前一天预订。",
        priceFen: 16_800,
        stock: 8,
        warningLevel: 2,
      },
      {
        name: "老婆饼 4 枚装",
        description: "冬瓜蓉馅，传统广式做法。",
        priceFen: 2_400,
        stock: 45,
        warningLevel: 10,
      },
      {
        name: "法式可颂 3 个",
        description: "进口黄油，外酥里软。",
        priceFen: 2_700,
        stock: 36,
        warningLevel: 6,
      },
    ],
  },
  {
    owner: { username: "voltbay_gadgets", lang: "en" },
    name: "VoltBay Accessories",
    siteUrl: "https://voltbay.example.com/",
    description: "Chargers, cables and cases that are tested before they ship. 12-month warranty.",
    products: [
      {
        name: "65W GaN USB-C Charger",
        description: "Two USB-C ports and one USB-A, folding plug, charges a laptop and a phone together.",
        priceFen: 15_900,
        stock: 50,
        warningLevel: 10,
      },
      {
        name: "Braided USB-C to USB-C Cable 2 m",
        description: "100 W power delivery, 480 Mbps data, tested for 20,000 bends.",
        priceFen: 4_900,
        stock: 120,
        warningLevel: 20,
      },
      {
        name: "Magnetic Wireless Power Bank 10000 mAh",
        description: "15 W wireless and 20 W wired output, with a kickstand.",
        priceFen: 19_900,
        stock: 2,
        warningLevel: 5,
      },
      {
        name: "Noise-Cancelling Earbuds",
        description: "Up to 30 hours with the case, IPX4, Bluetooth 5.3.",
        priceFen: 29_900,
        stock: 18,
        warningLevel: 4,
      },
      {
        name: "Aluminium Laptop Stand",
        description: "Six height positions, folds flat, fits 11–16 inch laptops.",
        priceFen: 12_900,
        stock: 25,
        warningLevel: 5,
      },
      {
        name: "Clear Phone Case with MagSafe Ring",
        description: "Anti-yellowing polycarbonate with raised camera edges.",
        priceFen: 6_900,
        stock: 70,
        warningLevel: 10,
      },
      {
        name: "7-in-1 USB-C Hub",
        description: "4K HDMI, SD and microSD, two USB-A, 100 W pass-through charging.",
        priceFen: 21_900,
        stock: 14,
        warningLevel: 3,
      },
    ],
  },
  {
    owner: { username: "chenguang_stationery", lang: "zh" },
    name: "晨光文具馆",
    siteUrl: "https://chenguang-wenju.example.com/",
    description: "学生与办公文具，笔记本、钢笔与收纳用品，满 99 元包邮。",
    products: [
      {
        name: "A5 点阵笔记本 3 本装",
        description: "100g 道林纸，不洇墨，可平摊。",
        priceFen: 3_600,
        stock: 80,
        warningLevel: 15,
      },
      {
        name: "速干中性笔 0.5mm 12 支",
        description: "黑色按动式，顺滑不断墨。",
        priceFen: 2_280,
        stock: 150,
        warningLevel: 20,
      },
      {
        name: "入门钢笔 EF 尖",
        description: "可换墨囊与上墨器，送一盒蓝黑墨囊。",
        priceFen: 8_800,
        stock: 20,
        warningLevel: 4,
      },
      {
        name: "桌面文件收纳架",
        description: "三层斜插，金属网格，适合 A4 文件。",
        priceFen: 4_500,
        stock: 33,
        warningLevel: 5,
      },
      {
        name: "彩色便利贴 8 色套装",
        description: "每色 100 张，强力背胶不留痕。",
        priceFen: 1_500,
        stock: 95,
        warningLevel: 15,
      },
    ],
  },
];
