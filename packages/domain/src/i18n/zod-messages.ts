import { z } from 'zod';
import type { MessageKey } from './messages.js';

/**
 * A message key's shape (`area.name`). Zod's own messages are English sentences with spaces, never this shape; the keys
 * schemas name are checked against the catalogue by a test (messages.test.ts), so a browser page that validates a form
 * need not load the English catalogue to tell a key from a sentence.
 */
export const MESSAGE_KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

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
  if (issue.message && MESSAGE_KEY_SHAPE.test(issue.message)) return issue.message as MessageKey;
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
