import { Button } from '@shop/ui';

/** Placeholder shell until the routing issue lands. */
export function App() {
  return (
    <main className="mx-auto max-w-xl p-8 font-sans">
      <h1 className="text-2xl font-semibold text-slate-900">卡密商城</h1>
      <Button className="mt-4">立即购买</Button>
    </main>
  );
}
