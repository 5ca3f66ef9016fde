// Cold start of a peer API SDK.
import 'openai';
