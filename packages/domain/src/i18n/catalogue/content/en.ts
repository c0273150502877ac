/** Content: help centre, notices, banners, flash news, warehouse news and the contact form. */
export const en = {
  'content.notFound': 'This article or notice does not exist or is no longer available.',
  'content.fallbackMissing': 'Write the texts in the fallback language.',
  'content.linkInvalid': 'A link must be a screen of the app (/pages/…) or an https web address.',
  'content.scheduleInvalid': 'The end time must be after the start time.',
  'content.collectionMissing': 'Choose a help collection for the article.',
} as const;

export type Key = keyof typeof en;
