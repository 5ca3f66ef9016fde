// Cold start of a peer payment SDK.
import 'stripe';
