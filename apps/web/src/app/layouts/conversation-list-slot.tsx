/**
 * Slot in the default sidebar, below the main navigation, where the chat feature mounts its
 * conversation list. Until that feature lands the sidebar holds navigation only.
 */
export function ConversationListSlot() {
  return null;
}
