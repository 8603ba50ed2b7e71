// R2.3: the unread message count that prefixes the page title.
//
// SEAM for the messages resource: when the contract has the messages area, replace the body with a
// read of the unread count (only while logged in), e.g.
//   const { data } = useApi(api.messages.getUnreadCount, hasUserToken() ? undefined : null);
//   return data?.count ?? 0;
// and make mark-read writes revalidate that key. DocumentTitle reads this hook and nothing else.
export function useUnreadCount(): number {
  return 0;
}
