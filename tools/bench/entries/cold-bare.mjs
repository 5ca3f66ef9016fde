// Cold start: nothing (the runtime's own start-up, subtracted from the others).
