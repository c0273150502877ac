import type { Key } from './en.js';

export const cn: Record<Key, string> = {
  'content.notFound': '该文章或公告不存在或已下线。',
  'content.fallbackMissing': '请填写备用语言的内容。',
  'content.linkInvalid': '链接必须是应用内页面（/pages/…）或 https 网址。',
  'content.scheduleInvalid': '结束时间必须晚于开始时间。',
  'content.collectionMissing': '请为文章选择帮助分类。',
};
