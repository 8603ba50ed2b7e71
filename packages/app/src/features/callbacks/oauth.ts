// A platform log-in's first step (QQ / Weixin buttons of /login): the server issues the authorisation
// URL and a state, stored before leaving so the return page can tell the round trip started in this
// tab. Loaded when a button is pressed: the log-in page does not carry the callbacks contract.
import { callbacks } from '@shop/session/contract/callbacks';
import { request } from '#app/request/client.ts';
import { storeCallbackState } from '#app/storage/callbackStates.ts';

/** Asks for the platform's authorisation URL, stores its state, and answers the URL to go to. */
export async function startPlatformLogin(type: 'qq' | 'weixin', redirect: string): Promise<string> {
  const answer = await request(callbacks.getOauthUrl, { type, redirect });
  storeCallbackState({ state: answer.state, purpose: `login:${type}`, expiresIn: answer.expiresIn, redirect });
  return answer.url;
}
