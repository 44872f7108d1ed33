export { Ltr } from '../../i18n/locale';
