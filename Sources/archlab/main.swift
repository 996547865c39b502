import ArchFlow
print("archlab")
