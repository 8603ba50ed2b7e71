export * from './InviteFriendsView.tsx';
