import { ARTICLE_SLUG } from '@parcelway/domain';
import { idParam } from './links';

/** An article named in a query parameter: its id, or the slug of a seeded one (`?id=terms-of-service`). */
export function articleRefParam(value: string | null): number | string | undefined {
  const id = idParam(value);
  if (id !== undefined) return id;
  return value && ARTICLE_SLUG.test(value) ? value : undefined;
}
