"""UTF-16 offsets (the service's span scores) to Python string indexes."""


def utf16_to_index(text: str) -> dict[int, int]:
    """UTF-16 code-unit offset → Python string index, for every character boundary."""
    mapping, units = {0: 0}, 0
    for index, char in enumerate(text):
        units += 2 if ord(char) > 0xFFFF else 1
        mapping[units] = index + 1
    return mapping
