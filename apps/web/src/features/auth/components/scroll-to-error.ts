/**
 * Brings the first field with an error into view after a failed submit: on a long form the submit
 * button is far below the fields (FormField does not hand react-hook-form a ref to focus).
 */
export function scrollToFirstError(): void {
  requestAnimationFrame(() => {
    document.querySelector('.form-field-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
