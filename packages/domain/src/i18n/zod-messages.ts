import { z } from 'zod';
import { isMessageKey, type MessageKey } from './messages.js';

/**
 * Zod's built-in issues carry a message key instead of an English sentence, so the server
 * and the web form translate every issue the same way. Schemas that name their own key keep it.
 */
export function messageKeyForIssue(issue: {
  code: string;
  input?: unknown;
  message?: string;
  origin?: string;
  expected?: string;
}): MessageKey {
  if (issue.message && isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'validation.required';
      return issue.expected === 'number' ? 'validation.number' : 'validation.invalid';
    case 'too_small':
      if (issue.origin === 'string') return issue.input === '' ? 'validation.required' : 'validation.tooShort';
      return issue.origin === 'number' ? 'validation.tooSmall' : 'validation.required';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    case 'invalid_value':
    case 'invalid_union':
      return 'validation.choice';
    default:
      return 'validation.invalid';
  }
}

z.config({ customError: (issue) => messageKeyForIssue(issue) });
