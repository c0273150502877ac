import { TextArea, type TextAreaProps } from 'antd-mobile';
import { useId } from 'react';

/**
 * A text area named for screen readers. antd-mobile's TextArea puts `aria-label` on its wrapper div (where ARIA does
 * not allow it) and leaves the textarea itself nameless; a label tied to the textarea's id names it instead.
 */
export function LabelledTextArea({ label, ...props }: Omit<TextAreaProps, 'aria-label' | 'id'> & { label: string }) {
  const id = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <TextArea id={id} {...props} />
    </>
  );
}
