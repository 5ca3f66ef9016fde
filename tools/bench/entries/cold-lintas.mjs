// Cold start of Lintas: core and one family, as a merchant's code imports them.
import '@lintas/core';
import '@lintas/philippines';
