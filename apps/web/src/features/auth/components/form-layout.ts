/**
 * antd-mobile's Form renders its own <form>. Inside the page's <form> (react-hook-form's submit) that
 * nests forms, and a phone keyboard's Go key then submits the inner one, which does nothing.
 * rc-field-form's `component={false}` (not in antd-mobile's types) keeps the layout without the element:
 * `<Form layout="vertical" mode="card" {...LAYOUT_ONLY}>`.
 */
export const LAYOUT_ONLY = { component: false } as Record<never, never>;
