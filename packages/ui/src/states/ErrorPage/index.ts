export { ErrorPage, type ErrorPageProps, type ErrorStatus } from './ErrorPage.tsx';
