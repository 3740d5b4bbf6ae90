// Loaded on the first notice only (app/feedback.tsx).
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export default function NotificationsView() {
  return <Notifications position="top-center" limit={4} zIndex={1000} />;
}
