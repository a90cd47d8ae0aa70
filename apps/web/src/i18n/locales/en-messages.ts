/** English texts of the platform messages (member centre messageV2, agent centre messages). */
export const enMessages = {
  messages: {
    unreadCount_one: '{{count}} unread message',
    unreadCount_other: '{{count}} unread messages',
    allRead: 'All messages read',
    unreadOnly: 'Unread only',
    readAll: 'Mark all read',
    unreadLabel: '(unread)',
    openLink: 'Go to page',
    total_one: '{{count}} message',
    total_other: '{{count}} messages',
    empty: 'No messages yet',
    emptyUnread: 'No unread messages',
    emptyHint: 'Messages from the platform about your account will appear here.',
    kinds: {
      system: 'System',
      contract: 'Contract',
      service: 'Customer service',
    },
  },
};
