import type { admin as zh } from '../zh-CN/admin.ts';
import type { Catalogue } from '../types.ts';

export const admin: Catalogue<typeof zh> = {
  'admin.home.brand': '{name} · Admin',
  'admin.home.viewSite': 'View site',
  'admin.home.subtitle': 'Admin address /{path}/',
  'admin.home.welcome': 'Welcome, {name}. These are the functions your access allows (admin address /{path}/)',
  'admin.home.entries': 'Functions',
  'admin.home.emptyTitle': 'No functions available',
  'admin.home.emptyText': 'Your access allows no admin function here; ask a super admin for a role.',
  'admin.home.account': 'Signed in as',
  'admin.home.name': 'Name',
  'admin.home.username': 'User name',
  'admin.home.roles': 'Roles',
  'admin.home.role': 'Role {id}',
  'admin.home.allRoles': 'Super admin (roles not checked)',
  'admin.home.access': 'Access',
  'admin.home.loading': 'Loading the admin…',
  'admin.home.errorTitle': 'The admin could not be loaded',
  'admin.entry.decorate.title': 'Website decoration',
  'admin.entry.decorate.text': 'Arrange the home pages of the main site and the sub-sites, save a draft or publish',
  'admin.entry.decorate.publish': 'May publish',
  'admin.entry.decorate.draftOnly': 'Drafts only',
  'admin.logout.done': 'Logged out of the admin area',
};
