import { amountIn, EmailSchema, GatewayDateTimeSchema, type InferData, openEnum, personalData } from '@lintas/core';
import * as v from 'valibot';

// The J&T delivery-order members (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html, "Item
// parameter description", and its Chinese copy https://jtdocs.bluepay.asia/zh/PaymentQR/QRCodeCreate.html).

/** Letters and digits only, 1 to `max` characters, as the page asks of its ids and numbers. */
const alphanumeric = (max: number) =>
  v.pipe(
    v.string(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
    v.regex(/^[A-Za-z0-9]+$/, 'must hold only letters and digits'),
  );

/** A Thai phone number as the page writes it: a mobile (06, 08 or 09 and 8 digits) or a landline (02–05 or 07 and 7 digits). */
const ThaiPhoneSchema = v.pipe(
  v.string(),
  v.regex(
    /^(0[689]\d{8}|0[2-57]\d{7})$/,
    'must be a mobile number (06, 08 or 09 and 8 digits) or a landline (02, 03, 04, 05 or 07 and 7 digits)',
  ),
  personalData(),
);

/** A person's name of 1–100 characters. */
const NameSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(100, 'must be at most 100 characters'),
  personalData(),
);

/** A person's detail as the gateway answers it. */
const PersonalTextSchema = v.nullish(v.pipe(v.string(), personalData()));

/** The merchant order id of a J&T code: letters and digits, at most 32. */
export const DeliveryOrderIdSchema = alphanumeric(32);

/** The id of a sub-order (one parcel) of a J&T delivery order: letters and digits, at most 32. */
export const SubOrderIdSchema = alphanumeric(32);

/** Business types of a J&T delivery order: `1` a direct-sale store (the gateway's default), `2` a franchisee. */
export const businessTypes = [1, 2] as const;

/** Project types of a J&T cash-on-delivery QR code; the gateway's default is `PPCASH`. */
export const projectTypes = ['PPCASH', 'VIP', 'HOME'] as const;

/** One sub-order of a J&T delivery order: one parcel a courier delivers, paid on delivery. */
export const DeliveryItemParamsSchema = v.strictObject({
  /** Your id of the sub-order: letters and digits, at most 32. */
  subOrderId: SubOrderIdSchema,
  /** The sub-order's amount in satang, a positive integer: THB 500.10 is `50010`. */
  amount: amountIn('THB'),
  /** The region number: letters and digits, at most 50. */
  regionNo: alphanumeric(50),
  /** The branch number: letters and digits, at most 100. */
  branchNo: alphanumeric(100),
  /** The courier number: letters and digits, at most 100. */
  courierNo: alphanumeric(100),
  /** The courier's name, 1–100 characters (optional). */
  courierName: v.optional(NameSchema),
  /** The courier's phone: a mobile (06, 08 or 09 and 8 digits) or a landline (02–05 or 07 and 7 digits) (optional). */
  courierMobile: v.optional(ThaiPhoneSchema),
  /** The customer's name, 1–100 characters (optional). */
  customerName: v.optional(NameSchema),
  /** The customer's phone: a mobile (06, 08 or 09 and 8 digits) or a landline (02–05 or 07 and 7 digits) (optional). */
  customerMobile: v.optional(ThaiPhoneSchema),
  /** The customer's e-mail address (optional). */
  email: v.optional(EmailSchema),
});

/** One sub-order in the params of `createCashOnDeliveryQrCode`. */
export type DeliveryItemParams = v.InferInput<typeof DeliveryItemParamsSchema>;

/** A sub-order as the gateway answers it: the members sent, each read when present. */
export const DeliveryItemSchema = v.looseObject({
  /** Your id of the sub-order. */
  subOrderId: v.nullish(v.string()),
  /** The sub-order's amount in satang. */
  amount: v.nullish(v.number()),
  /** The region number. */
  regionNo: v.nullish(v.string()),
  /** The branch number. */
  branchNo: v.nullish(v.string()),
  /** The courier number. */
  courierNo: v.nullish(v.string()),
  /** The courier's name. */
  courierName: PersonalTextSchema,
  /** The courier's phone. */
  courierMobile: PersonalTextSchema,
  /** The customer's name. */
  customerName: PersonalTextSchema,
  /** The customer's phone. */
  customerMobile: PersonalTextSchema,
  /** The customer's e-mail address. */
  email: PersonalTextSchema,
});

/**
 * A J&T cash-on-delivery QR code as the gateway answers it
 * (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeDetail.html). Only the order id and the QR content
 * are required: the create page's answer table is cut short in the copy we read, and no example answer is
 * shown; the other members are read when present.
 */
export const DeliveryQrCodeSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The QR content to render for the payer. */
  qrCodeContent: v.string(),
  /** The gateway's id of the QR code. */
  qrCodeId: v.nullish(v.string()),
  /** The gateway's id of the payment the code collects. */
  transactionId: v.nullish(v.string()),
  /** The channel, `THAI_DYNAMIC_QR`. */
  channelCode: v.nullish(v.string()),
  /** The notification URL you gave. */
  notifyUrl: v.nullish(v.string()),
  /** The note you gave. */
  remark: v.nullish(v.string()),
  /** `PENDING` until paid, then `COMPLETED` or `FAILED`; other values may arrive. */
  transactionStatus: v.nullish(openEnum(['PENDING', 'COMPLETED', 'FAILED'])),
  /** `ACTIVE` while it can be paid, later `INACTIVE` or `CANCELLED`; other values may arrive. */
  qrStatus: v.nullish(openEnum(['ACTIVE', 'INACTIVE', 'CANCELLED'])),
  /** When the payment was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionCreateTime: v.nullish(GatewayDateTimeSchema),
  /** When the payment finished, once it is `COMPLETED` or `FAILED`. */
  transactionReturnTime: v.nullish(GatewayDateTimeSchema),
  /** A page that guides the payer through paying. */
  qrLink: v.nullish(v.string()),
  /** When the code was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  createTime: v.nullish(GatewayDateTimeSchema),
  /** When the code last changed: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  updateTime: v.nullish(GatewayDateTimeSchema),
  /** The amount in satang. */
  amount: v.nullish(v.number()),
  /** The gateway's fee in satang. */
  fee: v.nullish(v.number()),
  /** The QR code's amount in satang. */
  totalAmount: v.nullish(v.number()),
  /** `1` a direct-sale store, `2` a franchisee; other values may arrive. */
  businessType: v.nullish(v.number()),
  /** `PPCASH`, `VIP` or `HOME`; other values may arrive. */
  projectType: v.nullish(openEnum(projectTypes)),
  /** The sub-orders, as sent. */
  items: v.nullish(v.array(DeliveryItemSchema)),
});

/** A J&T cash-on-delivery QR code, as `createCashOnDeliveryQrCode` and `queryCashOnDeliveryQrCode` answer it. */
export type DeliveryQrCode = InferData<typeof DeliveryQrCodeSchema>;
