// Presentation mode for a big screen (P): the corner's control and the side panel of the log and the odds.
export { PresentationButton } from './PresentationButton.tsx'
export { PresentationPanel } from './PresentationPanel.tsx'
export { PRESENTATION_SHORTCUT } from './presentationKey.ts'
