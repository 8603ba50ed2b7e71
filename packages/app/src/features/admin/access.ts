// R6.2 in the admin area: what each function needs of the admin's access list (`getAdminInfo`'s
// `access`; the mock's role 3 grants decorate:view, decorate:edit and decorate:publish). An element is
// shown when the lists share an entry; the server still refuses a call that slips through.
export const ADMIN_ACCESS = {
  decorate: ['decorate:view'],
  publish: ['decorate:publish'],
} as const;
