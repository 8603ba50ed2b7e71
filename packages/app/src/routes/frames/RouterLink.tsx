import { Link } from 'react-router-dom';
import type { LinkProps } from '@shop/ui';

/** ui's links rendered by react-router (ui imports no router); `ref` is an ordinary prop in React 19. */
export function RouterLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
}
