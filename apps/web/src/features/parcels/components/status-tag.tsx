import { Tag } from 'antd-mobile';

/** DESIGN §6 states by colour: waiting grey, in stock green, moving blue, finished plain. */
const COLOURS: Record<number, string> = {
  0: 'default',
  5: 'warning',
  10: 'success',
  20: 'primary',
  30: 'primary',
  40: 'default',
  50: 'default',
  60: 'default',
};

export function StatusTag({ status, name }: { status: number; name: string }) {
  return (
    <Tag color={COLOURS[status] ?? 'default'} fill="outline">
      {name}
    </Tag>
  );
}
