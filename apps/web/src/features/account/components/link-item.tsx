import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkItemProps {
  to: string;
  /** Router state for the target, e.g. `{ from }` so it can come back. */
  state?: unknown;
  children: ReactNode;
  extra?: ReactNode;
  description?: ReactNode;
}

/** A List row that is a real link (an anchor with an href), so it reads and behaves as one. */
export function LinkItem({ to, state, children, extra, description }: LinkItemProps) {
  return (
    <Link to={to} state={state} className="account-link-item">
      <List.Item arrowIcon extra={extra} description={description}>
        {children}
      </List.Item>
    </Link>
  );
}
