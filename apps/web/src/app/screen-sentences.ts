/** The launch and sign-in screens (a group, or one screen), which need only the core sentences. */
const CORE_SENTENCES_ONLY = new Set(['index/logo', 'login']);
/** socialPage says why a provider sign-in stopped, in the social area's sentences. */
const NEEDS_ALL_SENTENCES = new Set(['login/socialPage']);

/**
 * Whether a screen (`parcel/list`) waits for every area of its language's shared sentences before it renders. The launch
 * and sign-in screens need only the core sentences, which load before the first render, keeping the rest off the first
 * screen (lib/i18n.ts). Read by the route table and by the launch-preload build plugin.
 */
export function needsAllSentences(screen: string): boolean {
  const group = screen.split('/')[0] ?? screen;
  return !(CORE_SENTENCES_ONLY.has(group) || CORE_SENTENCES_ONLY.has(screen)) || NEEDS_ALL_SENTENCES.has(screen);
}
