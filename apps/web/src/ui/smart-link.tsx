import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from './navigation';

/**
 * A link to an admin-written target: an internal path ('/urunler') stays in the app, anything else opens in a new
 * tab; no target → the content alone.
 */
export function SmartLink({
  to,
  rel = 'noopener noreferrer',
  children,
  ...props
}: { to: string; rel?: string; children: ReactNode } & AnchorProps) {
  if (!to) return children;
  return to.startsWith('/') ? (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  ) : (
    <Anchor href={to} target="_blank" rel={rel} {...props}>
      {children}
    </Anchor>
  );
}
