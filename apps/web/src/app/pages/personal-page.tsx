import PersonalIndexPage from '../../features/account/pages/personal-index-page';
import { EmailConfirmBanner } from '../../features/auth';
import { UnreadBadge } from '../../features/content';

/**
 * The personal centre (account feature) with the content feature's count of unread warehouse news on its link, and
 * the auth feature's banner while the account's e-mail address waits for its confirmation.
 */
export default function PersonalPage() {
  return (
    <>
      <EmailConfirmBanner />
      <PersonalIndexPage extras={{ 'personal.warehouseNews': <UnreadBadge of="warehouse_news" /> }} />
    </>
  );
}
