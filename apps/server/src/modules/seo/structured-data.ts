import { formatFen } from "@ask/contracts";
import { sql } from "drizzle-orm";
import type { Answer, JobPosting, Organization, Product, QAPage, WithContext } from "schema-dts";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlNumber } from "../../db/rows.js";

/** How many answers the structured data carries (the paid one first, then the most liked). */
const MAX_ANSWERS = 20;

type QuestionRow = {
  title: string;
  text: string;
  created_at: string | Date;
  likes: SqlNumeric;
  author: string;
  author_id: SqlNumeric;
};
type AnswerRow = {
  id: SqlNumeric;
  text: string;
  created_at: string | Date;
  likes: SqlNumeric;
  paid: boolean;
  author: string;
  author_id: SqlNumeric;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The `QAPage` of a public question (issue 19 item 3), as Google documents it: the question with its
 * name, text, answer count, votes, date and author; the paid answer as `acceptedAnswer`, the others as
 * `suggestedAnswer`, each with text, date, votes, author and its own URL. Only what a visitor without an
 * account sees: answers deleted or under moderation are left out.
 */
export async function qaPage(
  db: Pick<Db, "execute">,
  questionId: number,
  origin: string,
): Promise<WithContext<QAPage> | null> {
  const [question] = await queryRows<QuestionRow>(
    db,
    sql`select q.title, q.content_text as text, q.created_at, q.likes_count as likes, u.username as author,
        u.id as author_id
      from questions q join users u on u.id = q.user_id where q.id = ${questionId}`,
  );
  if (!question) return null;
  const answers = await queryRows<AnswerRow>(
    db,
    sql`select c.id, regexp_replace(c.content, '<[^>]*>', ' ', 'g') as text, c.created_at,
        c.likes_count as likes, c.is_paid as paid, u.username as author, u.id as author_id
      from comments c join users u on u.id = c.user_id
      where c.question_id = ${questionId} and c.deleted_at is null and c.moderation is null
      order by c.is_paid desc, c.likes_count desc, c.id
      limit ${MAX_ANSWERS}`,
  );
  const [count] = await queryRows<{ n: SqlNumeric }>(
    db,
    sql`select count(*) as n from comments
      where question_id = ${questionId} and deleted_at is null and moderation is null`,
  );
  const page = `${origin}/question?id=${questionId}`;
  const person = (name: string, id: SqlNumeric) =>
    ({ "@type": "Person", name, url: `${origin}/user?id=${sqlNumber(id)}` }) as const;
  const answer = (a: AnswerRow): Answer => ({
    "@type": "Answer",
    text: a.text.replace(/\s+/g, " ").trim(),
    dateCreated: iso(a.created_at),
    upvoteCount: sqlNumber(a.likes),
    url: `${page}#comment-${sqlNumber(a.id)}`,
    author: person(a.author, a.author_id),
  });
  const accepted = answers.find((a) => a.paid);
  return {
    "@context": "https://schema.org",
    "@type": "QAPage",
    mainEntity: {
      "@type": "Question",
      name: question.title,
      text: question.text.replace(/\s+/g, " ").trim() || question.title,
      answerCount: sqlNumber(count?.n),
      upvoteCount: sqlNumber(question.likes),
      dateCreated: iso(question.created_at),
      author: person(question.author, question.author_id),
      ...(accepted ? { acceptedAnswer: answer(accepted) } : {}),
      suggestedAnswer: answers.filter((a) => a !== accepted).map(answer),
    },
  };
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  internship: "INTERN",
  temporary: "TEMPORARY",
};

type JobRow = {
  title: string;
  description: string;
  created_at: string | Date;
  company: string;
  address: string;
  salary_min: SqlNumeric;
  salary_max: SqlNumeric;
  job_type: string;
  image: string | null;
};

/**
 * The `JobPosting` of a job (Google's required properties: title, description, datePosted,
 * hiringOrganization, jobLocation; with the monthly salary range in yuan and the employment type).
 * Only for an active job: a closed one is no longer hiring.
 */
export async function jobPosting(
  db: Pick<Db, "execute">,
  id: number,
  origin: string,
): Promise<WithContext<JobPosting> | null> {
  const [job] = await queryRows<JobRow>(
    db,
    sql`select title, description, created_at, company, address, salary_min, salary_max, job_type,
        image_urls->>0 as image
      from jobs where id = ${id} and status = 'active' and moderation is null`,
  );
  if (!job) return null;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description || job.title,
    datePosted: iso(job.created_at),
    url: `${origin}/jobDetail?id=${id}`,
    hiringOrganization: { "@type": "Organization", name: job.company },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", streetAddress: job.address || job.company, addressCountry: "CN" },
    },
    employmentType: EMPLOYMENT_TYPES[job.job_type] ?? "OTHER",
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "CNY",
      value: {
        "@type": "QuantitativeValue",
        minValue: sqlNumber(job.salary_min),
        maxValue: sqlNumber(job.salary_max),
        unitText: "MONTH",
      },
    },
  };
}

/** A `Product` with its one `Offer` in yuan at `origin` + `path`: what a sale item and a store product share. */
function productWithOffer(
  origin: string,
  path: string,
  item: { name: string; description: string; image: string | null; price_fen: SqlNumeric },
  offer: {
    condition: "NewCondition" | "UsedCondition";
    availability: "InStock" | "OutOfStock" | "SoldOut";
    seller?: Organization;
  },
): WithContext<Product> {
  const url = `${origin}${path}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.name,
    description: item.description.replace(/\s+/g, " ").trim() || item.name,
    url,
    ...(item.image ? { image: new URL(item.image, origin).href } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: formatFen(sqlNumber(item.price_fen)),
      priceCurrency: "CNY",
      itemCondition: `https://schema.org/${offer.condition}`,
      availability: `https://schema.org/${offer.availability}`,
      ...(offer.seller ? { seller: offer.seller } : {}),
    },
  };
}

type SaleRow = {
  title: string;
  description: string;
  price_fen: SqlNumeric | null;
  status: string;
  image: string | null;
};

/**
 * The `Product` of a second-hand item with its `Offer` (price in yuan, used condition, in stock while
 * active). A negotiable item (no price) has no valid offer, so it gets no structured data.
 */
export async function saleProduct(
  db: Pick<Db, "execute">,
  id: number,
  origin: string,
): Promise<WithContext<Product> | null> {
  const [item] = await queryRows<SaleRow>(
    db,
    sql`select title, regexp_replace(description, '<[^>]*>', ' ', 'g') as description, price_fen, status,
        image_urls->>0 as image
      from sale_items where id = ${id} and moderation is null`,
  );
  if (!item || item.price_fen === null) return null;
  const priced = { ...item, name: item.title, price_fen: item.price_fen };
  return productWithOffer(origin, `/saleDetail?id=${id}`, priced, {
    condition: "UsedCondition",
    availability: item.status === "active" ? "InStock" : "SoldOut",
  });
}

/** A product page's structured data, built from the database for the id its address names. */
type ProductData = (
  db: Pick<Db, "execute">,
  id: number,
  origin: string,
) => Promise<WithContext<Product> | null>;

type StoreProductRow = {
  name: string;
  description: string;
  price_fen: SqlNumeric;
  stock: SqlNumeric;
  image: string | null;
  merchant_id: SqlNumeric;
  merchant: string;
};

/**
 * The `Product` of a store product with its `Offer`: new, price in yuan, in stock while any is left,
 * sold by its merchant (an `Organization` linking to the merchant's page). Only a product a visitor sees.
 */
export const storeProduct: ProductData = async (db, id, origin) => {
  const [item] = await queryRows<StoreProductRow>(
    db,
    sql`select p.name, p.description, p.price_fen, p.stock, p.image_url as image, m.id as merchant_id,
        m.name as merchant
      from products p join merchants m on m.id = p.merchant_id
      where p.id = ${id} and p.active and p.moderation is null`,
  );
  if (!item) return null;
  return productWithOffer(origin, `/product?id=${id}`, item, {
    condition: "NewCondition",
    availability: sqlNumber(item.stock) > 0 ? "InStock" : "OutOfStock",
    seller: {
      "@type": "Organization",
      name: item.merchant,
      url: `${origin}/merchants/${sqlNumber(item.merchant_id)}`,
    },
  });
};

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the script. */
export const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");
