import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from '@shop/ui';

/** ui's links rendered by react-router (ui imports no router). */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} {...rest} />;
});
