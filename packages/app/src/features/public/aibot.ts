// The service bot (/aibot): its greeting and suggested questions, and asking it.
import { publicApi } from '@shop/session/contract/public';
import { useApiMutation, useApi } from '#app/data/swr.ts';

const { getAibotSuggest, doAibotChat } = publicApi;

export function useAibotSuggest() {
  return useApi(getAibotSuggest, undefined, { revalidateOnFocus: false });
}

/** Asks the bot; each question is its own answer (nothing cached). */
export function useAskAibot() {
  return useApiMutation(doAibotChat);
}
