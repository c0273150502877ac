// No zod here: the sign-up sheet and Home's content chunk read these without the schemas.

/** A seeded article's fixed name: screens link to it by this where its id differs between databases. */
export const ARTICLE_SLUG = /^[a-z][a-z0-9-]{1,79}$/;

/** The articles sign-up asks a customer to agree to, by slug (seeded in the help centre's legal collection). */
export const LEGAL_ARTICLE_SLUGS = { terms: 'terms-of-service', privacy: 'privacy-policy' } as const;
export type LegalArticle = keyof typeof LEGAL_ARTICLE_SLUGS;
