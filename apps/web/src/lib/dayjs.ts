import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// antd's zh_CN pickers format through dayjs, so both must speak the same locale.
dayjs.locale('zh-cn');

export { dayjs };
