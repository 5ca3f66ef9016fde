import type { StaticCodeRecord } from '../../state/records.js';
import { formatGatewayTime } from '../../utils/time.js';

/** A static code as its create and cancel operations answer it. */
export function staticCodeData(code: StaticCodeRecord): Record<string, unknown> {
  return {
    mchOrderId: code.mchOrderId,
    payData: code.payData,
    channelCode: code.channelCode,
    channelType: code.channelType,
    createTime: formatGatewayTime(code.createdAt),
    status: code.status,
    expiresTime: formatGatewayTime(code.expiresAt),
  };
}
