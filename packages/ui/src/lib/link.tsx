import { createContext, createElement, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** What ui passes to a link: `href` plus ordinary anchor attributes (class, aria-current, onClick…) and a ref. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The component ui renders links with. ui imports no router: the app passes one, e.g. for
 * react-router `({ href, ...rest }) => <Link to={href} {...rest} />`.
 */
export type LinkComponent = ComponentType<LinkProps>;

/** The default: a plain anchor (Storybook, static pages). */
export function PlainLink({ href, children, ...rest }: LinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(PlainLink);

/**
 * Sets the link component for everything below (the shell, the storefront, error pages, states);
 * without one, what is in effect above stays (a frame's optional `linkComponent`).
 */
export function LinkProvider({ component, children }: { component?: LinkComponent; children: ReactNode }) {
  const inherited = useContext(LinkContext);
  return <LinkContext.Provider value={component ?? inherited}>{children}</LinkContext.Provider>;
}

/** The link component in effect: the provider's, or a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** A link drawn with the component in effect (see `LinkProvider`); what every ui link uses. */
export function UiLink(props: LinkProps) {
  // createElement: the component comes from context, not from a render-time definition.
  return createElement(useContext(LinkContext), props);
}
