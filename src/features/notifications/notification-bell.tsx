/**
 * The shell's bell: the unread count on the button, and a panel listing the newest
 * notifications, each a link to the page it is about (marked read when followed), with "Mark all
 * as read". The panel is a labelled dialog: Escape closes it and focus returns to the bell.
 */
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { visuallyHidden } from '@/ui/visually-hidden';
import type { NotificationRecord } from '@/api/notifications';
import { formatDate } from '@/domain/format';
import { useNotifications } from './use-notifications';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

export function bellLabel(unread: number): string {
  if (unread === 0) return t('help.bell.noneUnread');
  return t('help.bell.unread', { count: unread });
}

function Item({ item, onOpen }: { item: NotificationRecord; onOpen: () => void }) {
  const tr = useT();
  const heading = (
    <>
      {item.Read ? null : <span style={visuallyHidden}>{tr('help.bell.unreadMark')} </span>}
      {item.Title}
    </>
  );
  return (
    <Box
      component="li"
      sx={{
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: item.Read ? undefined : 'action.hover',
      }}
    >
      <Typography component="p" sx={{ fontWeight: item.Read ? 400 : 700, fontSize: '0.95rem' }}>
        {item.Link ? (
          // A block link: the whole title is one touch target, even when it wraps on a phone
          // (an inline link that wraps leaves a gap between its lines that is not the link).
          <Link
            component={RouterLink}
            to={item.Link}
            onClick={onOpen}
            underline="hover"
            sx={{ display: 'block' }}
          >
            {heading}
          </Link>
        ) : (
          heading
        )}
      </Typography>
      <Typography
        component="p"
        variant="body2"
        color="text.secondary"
        sx={{ wordBreak: 'break-word' }}
      >
        {item.Text}
      </Typography>
      <Typography component="p" variant="caption" color="text.secondary">
        {formatDate(item.CreatedDate, 'dd-MM-yyyy HH:mm')}
      </Typography>
    </Box>
  );
}

export function NotificationBell() {
  const { list, markRead, markAllRead } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const headingId = useId();
  const close = () => setAnchor(null);
  const tr = useT();

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(list.UnreadCount)}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={list.UnreadCount} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 'min(400px, calc(100vw - 16px))', maxHeight: '70vh' },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1,
          }}
        >
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            {tr('help.bell.title')}
          </Typography>
          <Button size="small" onClick={() => void markAllRead()} disabled={list.UnreadCount === 0}>
            {tr('help.bell.markAll')}
          </Button>
        </Box>
        {list.Items.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
            {tr('help.bell.empty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby={headingId}>
            {list.Items.map((item) => (
              <Item
                key={item.NotificationId}
                item={item}
                onOpen={() => {
                  close();
                  void markRead(item.NotificationId);
                }}
              />
            ))}
          </Box>
        )}
      </Popover>
    </>
  );
}
