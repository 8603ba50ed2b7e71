// How a toast and a notification show their tone: the icon, its colour and the word read before the
// message (the colour alone says nothing to a screen reader).
import { IconAlertTriangle, IconCheckCircle, IconInfo, IconXCircle } from '#ui/icons/forms.tsx';

export const TONE_ICON = { success: IconCheckCircle, error: IconXCircle, warning: IconAlertTriangle, info: IconInfo } as const;
export const TONE_ICON_COLOUR = { success: 'text-success', error: 'text-danger', warning: 'text-warning', info: 'text-info' } as const;
export const TONE_LABEL = { success: 'ui.tone.success', error: 'ui.tone.error', warning: 'ui.tone.warning', info: 'ui.tone.info' } as const;
