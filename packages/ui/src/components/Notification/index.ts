export {
  createNotifier,
  NOTIFICATION_DURATION,
  NotificationProvider,
  NotificationViewport,
  useNotification,
  type NotificationItem,
  type NotificationLine,
  type NotificationOptions,
  type NotificationProviderProps,
  type NotificationTone,
  type Notifier,
} from './Notification.tsx';
