import brand from './en/brand.json';
import meta from './en/meta.json';
import nav from './en/nav.json';
import header from './en/header.json';
import language from './en/language.json';
import footer from './en/footer.json';
import notify from './en/notify.json';
import errors from './en/errors.json';
import home from './en/home.json';
import image from './en/image.json';
import notFound from './en/notFound.json';
import cart from './en/cart.json';
import payments from './en/payments.json';
import purchases from './en/purchases.json';

/** English texts, the same namespaces and keys as the Vietnamese ones. */
const messages = { brand, meta, nav, header, language, footer, notify, errors, home, image, notFound, cart, payments, purchases };

export default messages;
