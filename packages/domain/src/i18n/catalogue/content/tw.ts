import type { Key } from './en.js';

export const tw: Record<Key, string> = {
  'content.notFound': '該文章或公告不存在或已下架。',
  'content.fallbackMissing': '請填寫備用語言的內容。',
  'content.linkInvalid': '連結必須是應用程式內頁面（/pages/…）或 https 網址。',
  'content.scheduleInvalid': '結束時間必須晚於開始時間。',
  'content.collectionMissing': '請為文章選擇幫助分類。',
};
