import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createTranslator, zhCN } from '@shop/session/messages';
import { mockLoader, setupStorybookWorker } from '@shop/mocks/storybook';
import { I18nProvider } from '../packages/ui/src/index.ts';
import '../packages/ui/src/styles.css';

const t = createTranslator(zhCN);

const preview: Preview = {
  // The mocked API for every story: each starts from the seed; `parameters.scenario` forces a
  // failure (mocks/README.md), `parameters.msw` adds story handlers.
  loaders: [mswLoader(setupStorybookWorker), mockLoader],
  decorators: [
    (Story) => (
      <I18nProvider t={t}>
        <Story />
      </I18nProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: a violation fails `npm test`.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
