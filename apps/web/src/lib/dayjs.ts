// dayjs with the Turkish locale: import dayjs from here wherever dates are shown ('12 Haziran 2025 Perşembe').
// Kept out of the providers so the public entry chunk does not carry it until a page needs dates.
import 'dayjs/locale/tr';
import dayjs from 'dayjs';

dayjs.locale('tr');

export { dayjs };
