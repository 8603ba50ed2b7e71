/** Another locale's part of the catalogue: exactly the keys of the zh-CN part, any wording. */
export type Catalogue<T extends Record<string, string>> = { readonly [K in keyof T]: string };
