export {
  VerifiedView,
  type CertificationResult,
  type CertificationState,
  type PendingCertification,
  type VerifiedViewProps,
} from './VerifiedView.tsx';
