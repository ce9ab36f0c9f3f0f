import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LogoMark } from '../brand/Logo';
import controls from '../controls/controls.module.css';
import { keepClear } from '../feedback/toastPlacement';
import css from './mobileBottomBar.module.css';

const ITEMS = [
  { label: 'Home', to: '/', icon: <LogoMark size={24} /> },
  { label: 'Food', to: '/foods/item-card/2', icon: <RestaurantMenuOutlined /> },
  { label: 'Offers', to: '/offers-near-me', icon: <LocalOfferOutlined /> },
  { label: 'Help', to: '/help', icon: <HelpOutlineOutlined /> },
];

/**
 * Bottom navigation for phones; hidden from medium screens up. Drawn as MUI's BottomNavigation on a raised Paper
 * was, from plain links (FEATURES F-bytes); the current page's link is marked for assistive technology too.
 */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Mobile" className={css.bar} {...keepClear('bottom')}>
      <div className={css.actions}>
        {ITEMS.map((item) => (
          <RouterLink
            key={item.label}
            to={item.to}
            aria-current={item.to === pathname ? 'page' : undefined}
            className={`${controls.base} ${css.action}`}
          >
            {item.icon}
            <span className={css.label}>{item.label}</span>
          </RouterLink>
        ))}
      </div>
    </nav>
  );
}
