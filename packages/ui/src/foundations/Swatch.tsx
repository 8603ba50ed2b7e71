import type { ReactNode } from 'react';

/** Shows the value a CSS variable resolves to (read after render, so it follows the theme). */
export function TokenValue({ name }: { name: string }) {
  return (
    <code
      className="font-mono text-xs text-fg-muted"
      ref={(node) => {
        if (node) node.textContent = getComputedStyle(node).getPropertyValue(name).trim() || '—';
      }}
    />
  );
}

export function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className="mb-10">
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      {description ? <p className="mt-1 max-w-3xl text-sm text-fg-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
