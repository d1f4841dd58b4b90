/** Shops keep Vietnamese wall-clock time, wherever the visitor's phone is. */
export const shopTimeZone = 'Asia/Ho_Chi_Minh';
